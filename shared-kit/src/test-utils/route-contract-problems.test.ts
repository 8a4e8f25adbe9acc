import type { RouteObject } from 'react-router-dom';
import { routeContractProblems, samplePaths } from './route-contract-problems';

const chat: RouteObject[] = [
  { id: 'chats', path: '/chats', children: [{ id: 'chats-id', path: ':id' }] },
  { id: 'members-id-chat', path: '/members/:id/chat' },
];

describe('routeContractProblems', () => {
  it('accepts routes that match the contract, nested ones included', () => {
    expect(routeContractProblems('mfe-chat', chat)).toEqual([]);
  });

  it('reports an id of the contract that the routes lack, and one the contract lacks', () => {
    const routes: RouteObject[] = [...chat.slice(0, 1), { id: 'members-id-talk', path: '/members/:id/chat' }];
    expect(routeContractProblems('mfe-chat', routes)).toEqual([
      'members-id-chat: in the contract, not in the routes',
      'members-id-talk: in the routes, not in the contract',
    ]);
  });

  it('reports a route without an id and an id used twice', () => {
    const routes: RouteObject[] = [...chat, { path: '/chats/:id/gifts' }, { id: 'chats', path: '/chats/all' }];
    expect(routeContractProblems('mfe-chat', routes)).toEqual(['chats: used twice', '/chats/:id/gifts: a route without an id']);
  });

  it('reports a path that the shell would send to another app', () => {
    const routes: RouteObject[] = [chat[0]!, { id: 'members-id-chat', path: '/members/:id/talk' }];
    expect(routeContractProblems('mfe-chat', routes)).toEqual(['members-id-chat: /members/7/talk selects mfe-search, not mfe-chat']);
  });
});

describe('samplePaths', () => {
  it('fills params and tries optional segments both ways', () => {
    expect(samplePaths('/credits/:id/:paymentmethod?')).toEqual(['/credits/7', '/credits/7/7']);
    expect(samplePaths('/')).toEqual(['/']);
  });
});
