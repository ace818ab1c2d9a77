import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Ticket } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Logo } from '../../../components/ui/logo';
import { LogoSpinner } from '../../../components/ui/logo-spinner';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { usePageMeta } from '../../../lib/page-meta';
import { useWallet, walletQuery } from '../api/get-wallet';
import { walletOffersQuery } from '../api/get-wallet-offers';
import type { WalletAddress } from '../wallet-address';
import { useRevealed } from '../use-revealed';
import { useFormatsReady } from '../wallet-worker-client';
import { couponState, type Wallet } from '../wallet-clock';
import { walletQueryClient } from '../wallet-query-client';
import { CouponCard } from './coupon-card';
import { SponsoredOffers } from './sponsored-offers';
import { WalletOffers } from './wallet-offers';

/**
 * Asks for the wallet and its offers at once, before the page is drawn (app/wallet-app.tsx); the
 * page's queries then find the answers in flight or arrived.
 */
export function prefetchWallet({ walletKey, referralCode }: WalletAddress) {
  void walletQueryClient.prefetchQuery(walletQuery(walletKey, referralCode));
  // The second in a task of its own: setting up a request is not quick on a phone.
  setTimeout(() => void walletQueryClient.prefetchQuery(walletOffersQuery(walletKey)), 0);
}

// The customer's wallet: public, reached by the link that carries the wallet key,
// and made for a phone held up at the counter.
export function WalletPage({ walletKey, referralCode }: WalletAddress) {
  return (
    <QueryClientProvider client={walletQueryClient}>
      <div className="flex min-h-dvh flex-col">
        <header className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-3">
          <Logo className="size-8" />
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </header>
        <main className="mx-auto w-full max-w-lg flex-1 px-4 pb-10">
          <WalletContent walletKey={walletKey} referralCode={referralCode} />
        </main>
      </div>
    </QueryClientProvider>
  );
}

function WalletContent({ walletKey, referralCode }: WalletAddress) {
  const { t } = useTranslation();
  usePageMeta('pageWallet', 'pageWalletDescription');
  const query = useWallet(walletKey, referralCode);
  const formatsReady = useFormatsReady();
  const data = query.data;

  if (query.isPending || !formatsReady) return <LogoSpinner />;
  if (!data)
    return (
      <section role="alert" className="mt-10 text-center">
        <h1 className="text-xl font-semibold">{t('sectionErrorTitle')}</h1>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  if (!data.wallet)
    return (
      <section className="mt-10 text-center">
        <Ticket className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-semibold">{t('walletNotFoundTitle')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('walletNotFoundText')}</p>
      </section>
    );
  return (
    <WalletView
      wallet={data.wallet}
      clockOffsetMs={data.clockOffsetMs}
      walletKey={walletKey}
      referralCode={referralCode}
    />
  );
}

function WalletView({
  wallet,
  clockOffsetMs,
  walletKey,
  referralCode,
}: {
  wallet: Wallet;
  clockOffsetMs: number;
  walletKey: string;
  referralCode: string | null;
}) {
  const { t } = useTranslation();
  // Codes that can be shown come first: they are what the customer opened the page for.
  const coupons = wallet.coupons
    .map((coupon) => ({ coupon, state: couponState(coupon, clockOffsetMs) }))
    .sort((a, b) => Number(b.state === 'active') - Number(a.state === 'active'));
  const shown = useRevealed(coupons.length);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t('pageWallet')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {t('walletGreeting', { name: `${wallet.firstName} ${wallet.lastName}` })}
      </p>

      <SponsoredOffers walletKey={walletKey} referralCode={referralCode} />

      <section aria-labelledby="wallet-coupons" className="mt-6">
        <h2 id="wallet-coupons" className="mb-3 text-lg font-semibold">
          {t('walletCoupons')}
        </h2>
        {coupons.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('walletNoCoupons')}</p>
        ) : (
          <ul className="space-y-4">
            {coupons.slice(0, shown).map(({ coupon, state }) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} state={state} clockOffsetMs={clockOffsetMs} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="wallet-offers" className="mt-8">
        <h2 id="wallet-offers" className="mb-3 text-lg font-semibold">
          {t('walletOffers')}
        </h2>
        <WalletOffers walletKey={walletKey} referralCode={referralCode} />
      </section>
    </>
  );
}
