// Whose approval counts: only for the named environment, never from anyone who
// wrote, committed or pushed the change or started the run, and none when who
// did cannot be read in full.
import { describe, expect, it } from 'vitest';
import {
  barChangeAcceptance,
  excludedPeople,
  judgeApprovals,
  noApprovalNote,
  PR_COMMITS_LISTED,
  workflowIdentity,
  type ApprovalFacts,
  type ChangeFacts,
} from '../../src/gate/approval.js';

const prod = (login: string, comment?: string): ApprovalFacts => ({ login, environments: ['production'], ...(comment ? { comment } : {}) });
/** Alice opened the pull request and started the run; Bob pushed a commit onto it; Mallory force-pushed. */
const facts = (
  pr: ChangeFacts['pr'] = {
    commits: [
      { sha: 'a'.repeat(40), author: 'alice', committer: 'alice' },
      { sha: 'b'.repeat(40), author: 'bob', committer: 'web-flow' },
    ],
    forcePushers: ['mallory'],
  },
): ChangeFacts => ({
  prAuthor: 'alice',
  started: [
    { login: 'alice', as: 'actor' },
    { login: 'rerunner', as: 'triggering-actor' },
    { login: 'pusher', as: 'sender' },
  ],
  pr,
});
const judge = (approvals: ApprovalFacts[], environment: string | undefined = 'production', f: ChangeFacts = facts()) =>
  judgeApprovals(approvals, environment, excludedPeople(f));

describe('judgeApprovals', () => {
  it('an approval by an outsider for the named environment names the actor and says so', () => {
    expect(judge([prod('lead', 'Numbers hold;\nship it.')])).toEqual({
      valid: true,
      actor: 'lead',
      note: 'Approved by lead for production: Numbers hold; ship it.',
      notices: [],
    });
  });

  it('an approval for another environment never counts', () => {
    const j = judge([{ login: 'lead', environments: ['staging'] }]);
    expect(j).toMatchObject({ valid: false, holds: [] });
    expect(j?.notices).toEqual(['the approval by "lead" for "staging" does not count for the environment "production"']);
    expect(barChangeAcceptance(j, false)).toBeUndefined();
  });

  it('without a named environment no approval counts, and the notice says to name it', () => {
    const j = judgeApprovals([prod('lead')], undefined, excludedPeople(facts()));
    expect(j).toMatchObject({ valid: false, holds: [] });
    expect(j?.notices[0]).toMatch(/the environment input is not set, so none counts: set environment/);
  });

  it('each hand in the change or the run excludes its approval, with the code of the closest hand', () => {
    const code = (login: string) => {
      const j = judge([prod(login)]);
      return j && !j.valid ? j.holds.map((h) => h.code) : j;
    };
    expect(code('alice')).toEqual(['APPROVAL_BY_AUTHOR']);
    expect(code('bob')).toEqual(['APPROVAL_BY_CONTRIBUTOR']);
    expect(code('mallory')).toEqual(['APPROVAL_BY_CONTRIBUTOR']);
    expect(code('rerunner')).toEqual(['APPROVAL_BY_TRIGGER']);
    expect(code('pusher')).toEqual(['APPROVAL_BY_TRIGGER']);
    // Logins are compared as GitHub does, without case.
    expect(code('BOB')).toEqual(['APPROVAL_BY_CONTRIBUTOR']);
    const j = judge([prod('alice')]);
    expect(j && !j.valid && j.holds[0]?.message).toBe(
      'the release was approved by "alice", who wrote the pull request and started this run (GITHUB_ACTOR) and authored commit aaaaaaa of the pull request and committed commit aaaaaaa of the pull request; another reviewer must approve',
    );
  });

  it('web-flow as committer exempts nobody: the author of a browser edit is excluded, and web-flow is no approver', () => {
    const j = judge([prod('bob')]);
    expect(j && !j.valid && j.holds[0]?.message).toMatch(/"bob", who authored commit bbbbbbb of the pull request;/);
    expect(excludedPeople(facts()).roles.has('web-flow')).toBe(false);
  });

  it('the last approval by a permitted person counts: an excluded one neither masks it nor is masked', () => {
    const after = judge([prod('lead'), prod('bob')]);
    expect(after).toMatchObject({ valid: true, actor: 'lead' });
    expect(after?.notices).toEqual(['the release was approved by "bob", who authored commit bbbbbbb of the pull request: that approval does not count']);
    expect(judge([prod('bob'), prod('lead')])).toMatchObject({ valid: true, actor: 'lead' });
    expect(judge([prod('lead'), prod('chief')])).toMatchObject({ valid: true, actor: 'chief' });
    expect(judge([{ login: 'chief', environments: ['staging'] }, prod('lead')])).toMatchObject({ valid: true, actor: 'lead' });
    // Only excluded approvals: each approver holds once.
    const only = judge([prod('bob'), prod('alice'), prod('bob')]);
    expect(only && !only.valid && only.holds.map((h) => h.code)).toEqual(['APPROVAL_BY_CONTRIBUTOR', 'APPROVAL_BY_AUTHOR']);
  });

  it('when who had a hand cannot be read in full, no approval counts', () => {
    const unread = judge([prod('lead')], 'production', facts({ unreadable: 'HTTP 403' }));
    expect(unread).toMatchObject({
      valid: false,
      holds: [{ code: 'APPROVAL_UNCHECKED', message: expect.stringMatching(/^the approval by "lead" for "production" does not count: .*\(HTTP 403\)$/) }],
    });
    const anonymous = judge([prod('lead')], 'production', facts({ commits: [{ sha: 'c'.repeat(40), author: null, committer: 'web-flow' }], forcePushers: [] }));
    expect(anonymous && !anonymous.valid && anonymous.holds[0]?.message).toMatch(/the author of commit ccccccc has no GitHub account/);
    const noCommitter = judge([prod('lead')], 'production', facts({ commits: [{ sha: 'd'.repeat(40), author: 'alice', committer: null }], forcePushers: [] }));
    expect(noCommitter && !noCommitter.valid && noCommitter.holds[0]?.code).toBe('APPROVAL_UNCHECKED');
    const unlinked = judge(
      [prod('lead')],
      'production',
      facts({ commits: Array.from({ length: 5 }, (_, i) => ({ sha: `${i}`.repeat(40), author: null, committer: 'alice' })), forcePushers: [] }),
    );
    expect(unlinked && !unlinked.valid && unlinked.holds[0]?.message).toMatch(/commit 2222222 has no GitHub account; and 2 more\)$/);
    const many = Array.from({ length: PR_COMMITS_LISTED }, (_, i) => ({ sha: i.toString(16).padStart(40, '0'), author: 'alice', committer: 'alice' }));
    const cut = judge([prod('lead')], 'production', facts({ commits: many, forcePushers: [] }));
    expect(cut && !cut.valid && cut.holds[0]?.message).toMatch(/GitHub lists only 250 commits/);
  });

  it('without a pull request only who started the run is excluded', () => {
    expect(judge([prod('lead')], 'production', { started: [{ login: 'dispatcher', as: 'actor' }] })).toMatchObject({ valid: true, actor: 'lead' });
    expect(judge([prod('dispatcher')], 'production', { started: [{ login: 'dispatcher', as: 'actor' }] })).toMatchObject({
      valid: false,
      holds: [{ code: 'APPROVAL_BY_TRIGGER' }],
    });
  });

  it('no approval: nothing to judge', () => {
    expect(judge([])).toBeUndefined();
  });
});

describe('barChangeAcceptance', () => {
  it('a bar change is accepted by a valid approval or the opt-out, never by an excluded person', () => {
    expect(barChangeAcceptance(judge([prod('lead')]), false)).toBe('approved by lead');
    expect(barChangeAcceptance(judge([prod('alice')]), false)).toBeUndefined();
    expect(barChangeAcceptance(undefined, false)).toBeUndefined();
    expect(barChangeAcceptance(undefined, true)).toBe('allowed by allow-bar-change (the explicit opt-out)');
  });
});

describe('the actor when no person approved', () => {
  it('is the workflow, by repository and workflow file', () => {
    expect(workflowIdentity({ owner: 'acme', repo: 'agent', workflowFile: 'gate.yml' })).toBe('github-actions@acme/agent/.github/workflows/gate.yml');
    expect(workflowIdentity({ owner: 'acme', repo: 'agent' })).toBe('github-actions@acme/agent');
    expect(workflowIdentity({ owner: '', repo: '' })).toBe('github-actions');
    expect(noApprovalNote('github-actions@acme/agent', true)).toBe(
      'No person approved this run, so the record names the workflow (github-actions@acme/agent) as its actor.',
    );
    expect(noApprovalNote('rm@example.com', false)).toBe("No person approved this run; the actor rm@example.com is named by the workflow's inputs.");
  });
});
