import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '@back-office/domain/routes';
import { signOut } from '../../lib/session/sign-out';

// Sign-out from the header: 'Signing out...' while sign-out's waits run, then /signin.
export function useSignOut(): { signingOut: boolean; signOut: () => void } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return {
    signingOut,
    signOut: () => {
      setSigningOut(true);
      void signOut().then(() => navigate(SIGN_IN_PATH, { replace: true }));
    },
  };
}
