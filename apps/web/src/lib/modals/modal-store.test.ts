import { describe, expect, it } from 'vitest';
import { closeModal, isModalOpen, openModal } from './modal-store';

describe('the modal store', () => {
  it('opens and closes a modal by its id', () => {
    openModal('help');
    expect(isModalOpen('help')).toBe(true);
    expect(isModalOpen('other')).toBe(false);
    closeModal('help');
    expect(isModalOpen('help')).toBe(false);
  });

  it('in async mode resolves with the outcome and the data the modal hands back', async () => {
    const confirmed = openModal<{ name: string }>('create', {
      asyncMode: true,
      data: { name: 'draft' },
    });
    closeModal('create', { confirmed: true, data: { name: 'Espresso' } });
    await expect(confirmed).resolves.toEqual({ confirmed: true, data: { name: 'Espresso' } });

    const dismissed = openModal('create', { asyncMode: true, data: { name: 'draft' } });
    closeModal('create');
    await expect(dismissed).resolves.toEqual({ confirmed: false, data: { name: 'draft' } });
  });

  it('refuses data without async mode', () => {
    expect(() => openModal('create', { data: { name: 'x' } })).toThrow(
      'Enable asyncMode to use data property',
    );
    expect(isModalOpen('create')).toBe(false);
  });

  it('tells the opener of a replaced modal that it was not confirmed', async () => {
    const first = openModal('confirm', { asyncMode: true });
    const second = openModal('confirm', { asyncMode: true });
    await expect(first).resolves.toEqual({ confirmed: false, data: undefined });
    closeModal('confirm', { confirmed: true });
    await expect(second).resolves.toEqual({ confirmed: true, data: undefined });
  });
});
