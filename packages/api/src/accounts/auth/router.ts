import { createTRPCRouter } from '../../trpc';
import { invitation } from './invitation';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { redeemInvite } from './redeem-invite';
import { resetPassword } from './reset-password';
import { sendPasswordResetEmail } from './send-password-reset-email';
import { session } from './session';
import { updatePassword } from './update-password';

export const authRouter = createTRPCRouter({
  login,
  logout,
  me,
  session,
  invitation,
  redeemInvite,
  sendPasswordResetEmail,
  resetPassword,
  updatePassword,
});
