import type { Membership } from '../../../lib/session/session-store';

export function BusinessAvatar({
  business,
  className = 'size-10',
}: {
  business: Membership;
  className?: string;
}) {
  const { name, companyLogo } = business.merchantId;
  if (companyLogo)
    return (
      <img src={companyLogo} alt="" className={`${className} shrink-0 rounded-lg object-cover`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-lg bg-brand-100 font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-100`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
