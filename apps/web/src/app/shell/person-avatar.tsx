import type { Employee } from '../../lib/session/session-store';

export function personName(employee: Employee): string {
  return `${employee.firstName} ${employee.lastName}`.trim();
}

// Employees have no photo, so their initials stand in.
export function PersonAvatar({
  employee,
  className = 'size-9',
}: {
  employee: Employee;
  className?: string;
}) {
  const initials = `${employee.firstName.charAt(0)}${employee.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
