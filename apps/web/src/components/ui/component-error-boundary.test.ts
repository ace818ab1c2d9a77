import { describe, expect, it } from 'vitest';
import { COMPONENT_ERROR_MAX } from '@back-office/domain/constants';
import { componentMayRetry } from './component-error-boundary';

describe('a failing component', () => {
  it('retries by itself until it has failed 3 times, then asks for a refresh', () => {
    expect(COMPONENT_ERROR_MAX).toBe(3);
    expect([1, 2, 3].map(componentMayRetry)).toEqual([true, true, false]);
  });
});
