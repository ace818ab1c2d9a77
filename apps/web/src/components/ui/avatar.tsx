// A business's logo, or its initial on a tinted square when it has none.
export function Avatar({
  name,
  src,
  className = 'size-10',
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  if (src)
    return <img src={src} alt="" className={`${className} shrink-0 rounded-lg object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-lg bg-brand-100 font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-100`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
