import { ProgrammeMembersPage } from './programme-members-page';

export function TravelMembersPage() {
  return <ProgrammeMembersPage programme="travel" />;
}
