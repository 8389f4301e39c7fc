// Whose approval counts: never the author's own.
import { describe, expect, it } from 'vitest';
import { barChangeAcceptance, judgeApproval } from '../../src/gate/approval.js';

describe('judgeApproval', () => {
  it('an approval by someone else names the actor and says so', () => {
    expect(judgeApproval({ login: 'lead', comment: 'Numbers hold;\nship it.', environments: ['production'] }, 'dev')).toEqual({ valid: true, actor: 'lead', note: 'Approved by lead for production: Numbers hold; ship it.' });
  });

  it('an approval by the author of the change holds', () => {
    expect(judgeApproval({ login: 'dev', environments: [] }, 'dev')).toMatchObject({ valid: false, hold: { code: 'APPROVAL_BY_AUTHOR' } });
  });

  it('a bar change is accepted by a valid approval or the opt-out, never by the author', () => {
    expect(barChangeAcceptance(judgeApproval({ login: 'lead', environments: [] }, 'dev'), false)).toBe('approved by lead');
    expect(barChangeAcceptance(judgeApproval({ login: 'dev', environments: [] }, 'dev'), false)).toBeUndefined();
    expect(barChangeAcceptance(undefined, false)).toBeUndefined();
    expect(barChangeAcceptance(undefined, true)).toBe('allowed by allow-bar-change (the explicit opt-out)');
  });
});
