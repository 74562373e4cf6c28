import { describe, expect, test } from 'vitest';
import { checkMatchTicket, signMatchTicket } from './match-ticket.js';

const secret = 'spec-secret-of-enough-length-0000';
const session = { userId: 7, role: 'pupil', name: '小明', gradeCode: 3, certifiedCpm: 41 };

describe('match ticket codec', () => {
  test('a ticket reads back as its session until the moment it expires', async () => {
    const ticket = await signMatchTicket(session, 10_000, secret);
    expect(await checkMatchTicket(ticket, secret, 9_999)).toEqual({ ok: true, session });
    expect(await checkMatchTicket(ticket, secret, 10_000)).toEqual({ ok: false, error: 'ticketExpired' });
  });

  test('another key, a changed claim or signature, or a well-signed non-session is invalid', async () => {
    const ticket = await signMatchTicket(session, 10_000, secret);
    expect(await checkMatchTicket(ticket, 'another-secret-of-enough-length-00', 0)).toEqual({ ok: false, error: 'ticketInvalid' });
    const [claims, signature] = ticket.split('.');
    const longer = Buffer.from(JSON.stringify({ ...session, expiresAt: 10_000_000 })).toString('base64url');
    expect(await checkMatchTicket(`${longer}.${signature}`, secret, 0)).toEqual({ ok: false, error: 'ticketInvalid' });
    expect(await checkMatchTicket(`${claims}.${signature.slice(1)}`, secret, 0)).toEqual({ ok: false, error: 'ticketInvalid' });
    // Signed with the right key but not a session (the key is not a general-purpose signer for callers).
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const junk = Buffer.from('not json').toString('base64url');
    const junkSignature = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(junk))).toString('base64url');
    expect(await checkMatchTicket(`${junk}.${junkSignature}`, secret, 0)).toEqual({ ok: false, error: 'ticketInvalid' });
  });
});
