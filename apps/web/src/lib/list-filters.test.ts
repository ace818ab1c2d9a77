import { describe, expect, it } from 'vitest';
import { filterChoice } from './list-filters';

describe('a toolbar select as a condition', () => {
  it('is none for All and for nothing chosen, else the chosen value', () => {
    expect(filterChoice('all')).toBeNull();
    expect(filterChoice('')).toBeNull();
    expect(filterChoice('inactive')).toBe('inactive');
  });
});
