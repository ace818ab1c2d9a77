import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_DELAY_MS, SUCCESS_TOAST_MS } from '@back-office/domain/constants';
import { postLoginRedirect } from '@back-office/domain/landing';
import { HOME_PATH } from '@back-office/domain/routes';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { delay } from '../../lib/delay';
import type { TranslationKey } from '../../lib/i18n/en';
import { getSession, type Employee, type Membership } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast';
import { previousLocation } from '../previous-location';

// Needed only after the password is accepted, so fetched then.
const loadSelection = () => import('../../features/business/api/select-business');
// The landing page is named in the welcome toast.
const loadPageNames = () =>
  Promise.all([import('../page-titles'), import('../../lib/i18n/register-page-texts')]).then(
    ([titles, texts]) => {
      texts.registerPageTexts();
      return titles.pageTitleFor;
    },
  );
const BusinessSelectionModal = lazy(() =>
  import('../../features/business/components/business-selection-modal').then((module) => ({
    default: module.BusinessSelectionModal,
  })),
);

// Sign-in, then the business: chosen automatically when there is one, in a modal that cannot be
// dismissed when there are several. Then the welcome toast and, 800 ms later, the landing page
// of the role or the page the user was sent away from.
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  const [choices, setChoices] = useState<readonly Membership[] | null>(null);
  const [completing, setCompleting] = useState(false);

  if (status === 'authenticated' && !completing) return <Navigate to={HOME_PATH} replace />;

  async function select(merchantId: string) {
    setCompleting(true);
    let pageTitleFor: (location: string) => TranslationKey;
    try {
      const [{ selectBusiness }, names] = await Promise.all([loadSelection(), loadPageNames()]);
      await selectBusiness(merchantId);
      pageTitleFor = names;
    } catch (error) {
      setCompleting(false);
      throw error;
    }
    setChoices(null);
    const target = postLoginRedirect(getSession().role, previousLocation(location.state));
    showToast('success', t('welcomeBack', { page: t(pageTitleFor(target)) }), {
      duration: SUCCESS_TOAST_MS,
    });
    await delay(LOGIN_REDIRECT_DELAY_MS);
    navigate(target, { replace: true });
  }

  async function onSignedIn(employee: Employee) {
    const [only, ...others] = employee.businesses;
    if (!only || others.length > 0) {
      setChoices(employee.businesses);
      return;
    }
    try {
      await select(only.merchantId._id);
    } catch (error) {
      const [{ BusinessNotSelectedError }, { isRequestFailure }] = await Promise.all([
        loadSelection(),
        import('../../lib/graphql/errors'),
      ]);
      if (error instanceof BusinessNotSelectedError)
        showToast('error', t('failedToSelectBusiness'));
      else if (!isRequestFailure(error)) showToast('error', t('businessSelectionFailed'));
    }
  }

  async function abandon() {
    setChoices(null);
    const { signOut } = await import('../../lib/session/sign-out');
    await signOut();
  }

  return (
    <>
      <SignInPage onSignedIn={onSignedIn} />
      {choices && (
        <Suspense fallback={null}>
          <BusinessSelectionModal
            businesses={choices}
            currentMerchantId={null}
            onSelect={select}
            onSignOut={() => void abandon()}
          />
        </Suspense>
      )}
    </>
  );
}
