import { useNavigate } from 'react-router';
import { SignInForm } from '../../auth/SignInForm';
import { AuthCard } from './AuthCard';

export default function SignInPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Sign in">
      <SignInForm onCancel={() => navigate('/')} />
    </AuthCard>
  );
}
