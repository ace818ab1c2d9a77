export type SortDirection = 'asc' | 'desc';

export interface Sort {
  field: string;
  direction: SortDirection;
}

// One page of a server list: the shape every list operation of the API returns.
export interface Page<Row> {
  items: Row[];
  totalCount: number;
  // False when the server stopped counting (products past 1,000): more rows than totalCount match.
  totalCountIsExact?: boolean;
  endCursor?: string | null;
  hasNextPage: boolean;
}

// What a table asks the server for; the page maps it onto its operation's variables.
export interface PageRequest<Filters> {
  filters: Filters;
  search: string;
  sort: Sort | null;
  first: number;
  after: string | null;
}
