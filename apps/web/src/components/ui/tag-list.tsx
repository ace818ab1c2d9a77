import { Badge } from './badge';

// A row's tags as small badges, wrapping when they do not fit.
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
    </span>
  );
}
