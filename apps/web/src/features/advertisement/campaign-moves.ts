// What can be done to a campaign, by what the page shows of it (its state) and what was decided
// (its status). The server decides; these only hide the buttons it would refuse.
export type CampaignMove = 'edit' | 'pause' | 'resume' | 'end';
export type ReviewMove = 'approve' | 'reject';

interface CampaignStanding {
  status: string;
  state: string;
}

// The business's own moves (advertisement:write): terms change until the campaign has ended or
// was rejected; a running or scheduled one pauses, a paused one resumes, and any live one ends
// (a pending one is withdrawn so).
export function campaignMoves({ status, state }: CampaignStanding): CampaignMove[] {
  const moves: CampaignMove[] = [];
  if (['pending', 'approved', 'paused'].includes(status) && state !== 'ended') moves.push('edit');
  if (state === 'active' || state === 'scheduled') moves.push('pause');
  if (state === 'paused') moves.push('resume');
  if (['pending', 'scheduled', 'active', 'paused', 'exhausted'].includes(state)) moves.push('end');
  return moves;
}

// The provider's review (advertisement:review): a pending campaign is approved or rejected.
export function reviewMoves({ status }: CampaignStanding): ReviewMove[] {
  return status === 'pending' ? ['approve', 'reject'] : [];
}
