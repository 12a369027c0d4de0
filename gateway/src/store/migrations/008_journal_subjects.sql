-- Journal subjects follow one scheme (gateway/src/workflows/subjects.ts): the audited table's name, then the key.
-- Subjects written before it are renamed so a run in flight across the deploy still holds its record; the
-- idempotency keys stay as written (a resumed step keeps the key its upstream already saw).
UPDATE workflow_runs SET subject = 'pedidos:' || substr(subject, 8) WHERE subject LIKE 'pedido:%';
UPDATE workflow_runs SET subject = 'itens_pedido:' || substr(subject, 13) WHERE subject LIKE 'item-pedido:%';
UPDATE workflow_runs SET subject = 'clientes:' || substr(subject, 9) WHERE subject LIKE 'cliente:%';
UPDATE workflow_runs SET subject = 'horarios-filiais:' || substr(subject, 8, length(subject) - 16)
  WHERE subject LIKE 'filial:%:horarios';
UPDATE workflow_runs SET subject = 'filiais:' || substr(subject, 8) WHERE subject LIKE 'filial:%';
UPDATE workflow_runs SET subject = 'horarios-entrega:' || substr(subject, 9) WHERE subject LIKE 'horario:%';
UPDATE workflow_runs SET subject = 'funcionarios:' || substr(subject, 13) WHERE subject LIKE 'funcionario:%';
UPDATE workflow_runs SET subject = 'users:' || substr(subject, 9) WHERE subject LIKE 'usuario:%';
UPDATE workflow_runs SET subject = 'configuracoes-gerais:' || substr(subject, 15) WHERE subject LIKE 'configuracoes:%';
