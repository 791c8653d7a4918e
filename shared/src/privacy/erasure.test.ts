import { describe, expect, it } from 'vitest';
import { erasureOf, FORMER_USER_LABEL, mentions, traceMatcher } from './erasure.js';

const traces = { ids: ['nina.neu@demo.local'], names: ['Nina Neu'] };

describe('erasure of a deleted user', () => {
  it('deletes an item whose key names the user', () => {
    expect(erasureOf({ pk: 'T#1', sk: 'MEMBER#nina.neu@demo.local', roleIds: [] }, traces)).toEqual({
      kind: 'delete',
    });
    expect(erasureOf({ pk: 'USER#nina.neu@demo.local', sk: 'PROFILE' }, traces).kind).toBe('delete');
  });

  it('replaces mentions inside lists, maps and string sets and leaves numbers alone', () => {
    const decision = erasureOf(
      {
        pk: 'T#1',
        sk: 'AUDIT#x',
        details: { by: ['Nina Neu', 'Max Modell'], count: 2 },
        tokens: new Set(['nina.neu@demo.local', 'andere@demo.local']),
      },
      traces,
    );
    expect(decision.kind).toBe('rewrite');
    const item = decision.kind === 'rewrite' ? decision.item : {};
    expect(item.details).toEqual({ by: [FORMER_USER_LABEL, 'Max Modell'], count: 2 });
    expect(item.tokens).toEqual(new Set([FORMER_USER_LABEL, 'andere@demo.local']));
  });

  it('keeps an item that does not mention the user unchanged', () => {
    expect(erasureOf({ pk: 'T#1', sk: 'CMT#x', userId: 'max@demo.local', text: 'Nina' }, traces)).toEqual({
      kind: 'keep',
    });
  });

  it('replaces the whole e-mail address, not the name inside it', () => {
    const matcher = traceMatcher(['nina@demo.local', 'nina']);
    expect('nina@demo.local'.replace(matcher ?? /$^/, 'X')).toBe('X');
  });

  it('ignores empty and one-letter traces, which would match everywhere', () => {
    expect(traceMatcher(['', ' ', 'N'])).toBeUndefined();
    expect(erasureOf({ pk: 'T#1', sk: 'N' }, { ids: ['N'], names: [] }).kind).toBe('keep');
    expect(mentions({ a: ['x'] }, /y/)).toBe(false);
  });

  it('keeps the name of a namesake: with a namesake the name goes only where the erased id stands', () => {
    const withNamesake = { ...traces, namesakeIds: ['nina.neu2@demo.local'] };
    const namesakesComment = {
      pk: 'T#1#M#abc',
      sk: 'CMT#Task_1#c2',
      userId: 'nina.neu2@demo.local',
      userName: 'Nina Neu',
    };
    expect(erasureOf(namesakesComment, withNamesake)).toEqual({ kind: 'keep' });
    expect(erasureOf({ pk: 'T#1', sk: 'CMT#x', text: 'Danke, Nina Neu!' }, withNamesake)).toEqual({
      kind: 'keep',
    });
    const ownComment = { pk: 'T#1', sk: 'CMT#y', userId: 'nina.neu@demo.local', userName: 'Nina Neu' };
    expect(erasureOf(ownComment, withNamesake)).toEqual({
      kind: 'rewrite',
      item: { pk: 'T#1', sk: 'CMT#y', userId: FORMER_USER_LABEL, userName: FORMER_USER_LABEL },
    });
    // Without a namesake the name alone is the person's.
    expect(erasureOf({ pk: 'T#1', sk: 'CMT#x', text: 'Danke, Nina Neu!' }, traces).kind).toBe('rewrite');
  });

  it.each([
    {
      rule: 'keeps the comment of the user and replaces the author and every mention by the pseudonym',
      item: {
        pk: 'T#1#M#abc',
        sk: 'CMT#Task_1#c1',
        userId: 'nina.neu@demo.local',
        text: 'Bitte an Nina Neu (Nina.Neu@Demo.local) weitergeben',
        gsi2pk: 'T#1#ASSIGNEE#nina.neu@demo.local',
      },
      rewritten: {
        pk: 'T#1#M#abc',
        sk: 'CMT#Task_1#c1',
        userId: FORMER_USER_LABEL,
        text: `Bitte an ${FORMER_USER_LABEL} (${FORMER_USER_LABEL}) weitergeben`,
        gsi2pk: `T#1#ASSIGNEE#${FORMER_USER_LABEL}`,
      },
    },
    {
      rule: 'empties a survey recipient record of address, member pointer and links instead of a pseudonym',
      item: {
        pk: 'T#1',
        sk: 'PXRECIPIENT#s1#1#abc',
        __edb_e__: 'participationRecipient',
        email: 'Nina.Neu@demo.local',
        userId: 'nina.neu@demo.local',
        status: 'NOT_ANSWERED',
        tokenHashes: new Set(['h1']),
      },
      rewritten: {
        pk: 'T#1',
        sk: 'PXRECIPIENT#s1#1#abc',
        __edb_e__: 'participationRecipient',
        email: '',
        status: 'NOT_ANSWERED',
      },
    },
  ])('$rule', ({ item, rewritten }) => {
    expect(erasureOf(item, traces)).toEqual({ kind: 'rewrite', item: rewritten });
  });
});
