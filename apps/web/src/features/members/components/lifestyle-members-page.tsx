import { ProgrammeMembersPage } from './programme-members-page';

export function LifestyleMembersPage() {
  return <ProgrammeMembersPage programme="lifestyle" />;
}
