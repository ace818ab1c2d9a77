import type { ScanFilter } from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';

const EXPORT_PATH = '/exports/scans.csv';

export async function downloadScansCsv(filter: ScanFilter): Promise<void> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  await downloadAuthorized(`${EXPORT_PATH}?${params}`, 'scans.csv');
}
