import { describe, expect, it } from 'vitest';
import { draftFromOutbox, emptyDraft, storedDraft } from './draft';

describe('a draft read back from the device', () => {
  it('keeps what was stored and fills fields a newer version added', () => {
    const draft = storedDraft({ draftId: 'd-1', title: 'Frontend developer', step: 'bio' });
    expect(draft).toMatchObject({ draftId: 'd-1', title: 'Frontend developer', step: 'bio' });
    expect(draft?.experiences).toEqual([]);
    expect(draft?.links).toEqual([]);
  });

  it('is none when nothing usable is stored', () => {
    for (const value of [undefined, null, 'text', 3, []]) expect(storedDraft(value)).toBeNull();
  });
});

describe('a CV sent back from the outbox', () => {
  it('becomes the draft again, with its own id (the Idempotency-Key) and the step to fix', () => {
    const payload = { ...emptyDraft(), draftId: 'other', title: 'Refused CV', step: 'finalize' };
    expect(draftFromOutbox({ id: 'd-7', payload }, 'links')).toMatchObject({
      draftId: 'd-7',
      title: 'Refused CV',
      step: 'links',
    });
  });
});
