export function Logo({ className = 'size-9' }: { className?: string }) {
  return <img src="/logo.svg" alt="" width={36} height={36} className={className} />;
}
