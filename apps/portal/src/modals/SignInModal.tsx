import { SignInForm } from '../auth/SignInForm';
import type { ModalControls } from './modal-types';

export function SignInModal({ close }: ModalControls) {
  return <SignInForm onCancel={close} onLeave={close} />;
}
