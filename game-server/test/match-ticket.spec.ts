import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MATCH_TICKET_LIFETIME_MS, SOCKET_EVENTS, signMatchTicket } from '@learnstar/shared';
import type { GameServer } from '../src/bootstrap.js';
import { TICKET_SECRET, connect, login, matchTicket, startApi, startNode, storeFactory } from './harness.js';

describe('match tickets: the handshake checks them without the API', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let node: GameServer;
  const stores = storeFactory();
  beforeAll(async () => {
    api = await startApi();
    // The node's API address leads nowhere: whatever it learns on the handshake, it learns alone.
    node = await startNode('http://127.0.0.1:9', stores.make());
  });
  afterAll(async () => {
    await node?.close();
    await stores.cleanup();
    await api?.stop();
  });
  const whoAmI = async (ticket: string) => {
    const socket = await connect(node.port, ticket);
    const { userId } = await socket.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 1 });
    socket.close();
    return userId;
  };

  test('the API gives a signed-in user a five-minute ticket; the node knows the pupil from it alone', async () => {
    const refused = await (await fetch(`${api.url}/api/user/match-ticket`)).json();
    expect(refused).toMatchObject({ code: 401, msg: 'notLoggedIn' });
    const pupil = await login(api.url, 'pupil1');
    const answer = await (await fetch(`${api.url}/api/user/match-ticket`, { headers: { authorization: `Bearer ${pupil.token}` } })).json();
    expect(answer.data.expiresAt - Date.now()).toBeGreaterThan(MATCH_TICKET_LIFETIME_MS - 60_000);
    expect(answer.data.expiresAt - Date.now()).toBeLessThanOrEqual(MATCH_TICKET_LIFETIME_MS);
    expect(await whoAmI(answer.data.ticket)).toBe(pupil.id);
  });

  test('an expired, altered, foreign-key or malformed ticket refuses the handshake with its message key', async () => {
    const pupil = await login(api.url, 'pupil1');
    const session = { userId: pupil.id, role: 'pupil', name: 'Pupil', gradeCode: 3 };
    const expired = await signMatchTicket(session, Date.now() - 1, TICKET_SECRET);
    await expect(connect(node.port, expired)).rejects.toThrow('ticketExpired');
    // Someone else's id under this pupil's signature.
    const [claims, signature] = pupil.ticket.split('.');
    const altered = JSON.parse(Buffer.from(claims, 'base64url').toString());
    const forgedClaims = Buffer.from(JSON.stringify({ ...altered, userId: altered.userId + 1 })).toString('base64url');
    await expect(connect(node.port, `${forgedClaims}.${signature}`)).rejects.toThrow('ticketInvalid');
    // A valid-looking ticket signed with another key (the development default, say).
    await expect(connect(node.port, await signMatchTicket(session, Date.now() + 60_000, 'dev-match-ticket-secret-change-me'))).rejects.toThrow('ticketInvalid');
    for (const junk of ['', 'abc', 'a.b.c', `${claims}.`]) await expect(connect(node.port, junk), junk).rejects.toThrow('ticketInvalid');
    // The genuine ticket still works.
    expect(await whoAmI(pupil.ticket)).toBe(pupil.id);
  });

  test('signing out stops new tickets; a session token without a ticket is asked of the API (down here: anonymous)', async () => {
    const pupil = await login(api.url, 'pupil1');
    await fetch(`${api.url}/api/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${pupil.token}` } });
    await expect(matchTicket(api.url, pupil.token)).rejects.toThrow('notLoggedIn');
    const socket = await connect(node.port, { token: pupil.token });
    expect((await socket.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 1 })).userId).toBeNull();
    socket.close();
  });
});
