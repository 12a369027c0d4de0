// What a live socket's close frame says (codes after graphql-ws: 4401 unauthorised, 4403 forbidden; 1012 service
// restart). Reasons travel in the close frame (123 bytes at most): short Portuguese sentences.
export const LIVE_CLOSE = {
  unauthenticated: { code: 4401, reason: 'Sessão encerrada ou inexistente. Faça login novamente.' },
  sessionEnded: { code: 4401, reason: 'Sessão encerrada. Faça login novamente.' },
  forbidden: { code: 4403, reason: 'Acesso negado.' },
  integrationKey: { code: 4403, reason: 'Chaves de integração não recebem eventos ao vivo.' },
  restarting: { code: 1012, reason: 'O servidor está reiniciando. Reconectando...' },
  onlySubscriptions: 'Pelo WebSocket só há assinaturas (subscription); consultas e alterações vão por POST /graphql.',
} as const;
