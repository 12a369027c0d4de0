// An invoicing held because the gateway cannot tell whether the ERP did a send (its answer was lost or unreadable):
// its own dialog, apart from a failure's. It says what to check in Winthor; a user who may resolve it (type 1)
// enters the number found there (a budget number, which the gateway confirms with the ERP, or a customer code) or
// confirms that nothing is there, which is the only way the send goes again. Others read who must do it.
import { useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { HeldSendKind } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';

export const HELD_TEXTS = {
  title: 'Pedido retido: conferir no Winthor',
  callout: 'Envio ao ERP não confirmado',
  numberLabel: (kind: HeldSendKind) => (kind === 'ERP_CUSTOMER' ? 'Código do cliente no Winthor' : 'Número do orçamento no Winthor'),
  confirmNumber: 'Informar número',
  noneFound: 'Não existe no Winthor: enviar de novo',
  noneQuestion: 'Confirma que conferiu no Winthor e não há nada? O envio será feito de novo.',
  othersMust: 'Um superusuário (tipo 1) precisa conferir no Winthor e informar o que encontrou para o pedido seguir.',
  numberMissing: 'Informe o número encontrado no Winthor.',
} as const;

interface Props {
  open: boolean;
  kind: HeldSendKind;
  /** Why it is held and what to check (the gateway's text). */
  reason: string;
  /** The gateway's refusal of the last answer given (e.g. a budget the ERP does not have). */
  problem?: string;
  mayResolve: boolean;
  sending: boolean;
  onNumber: (erpNumber: string) => void;
  onNoneFound: () => void;
  onClose: () => void;
}

export function HeldInvoicingDialog({ open, kind, reason, problem, mayResolve, sending, onNumber, onNoneFound, onClose }: Props) {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirmingNone, setConfirmingNone] = useState(false);
  const close = () => {
    setConfirmingNone(false);
    setMissing(false);
    onClose();
  };
  const submitNumber = () => {
    const typed = value.trim();
    setMissing(typed === '');
    if (typed !== '') onNumber(typed);
  };
  const shownProblem = missing ? HELD_TEXTS.numberMissing : problem;
  return (
    <AppDialog isOpen={open} title={HELD_TEXTS.title} canOutsideClickClose={false} onClose={close}>
      <DialogBody>
        <Callout intent="warning" title={HELD_TEXTS.callout}>
          {reason}
        </Callout>
        {!mayResolve && <p>{HELD_TEXTS.othersMust}</p>}
        {mayResolve && confirmingNone && (
          <Callout intent="warning" role="alert">
            {HELD_TEXTS.noneQuestion}
          </Callout>
        )}
        {mayResolve && !confirmingNone && (
          <FormGroup label={HELD_TEXTS.numberLabel(kind)} labelFor="held-erp-number" intent={shownProblem ? 'danger' : 'none'} helperText={shownProblem}>
            <InputGroup
              id="held-erp-number"
              inputMode="numeric"
              value={value}
              intent={shownProblem ? 'danger' : 'none'}
              onValueChange={(next) => setValue(next.replace(/\D/g, '').slice(0, 10))}
              onKeyDown={(event) => event.key === 'Enter' && submitNumber()}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          !mayResolve ? (
            <Button text="Fechar" onClick={close} />
          ) : confirmingNone ? (
            <>
              <Button text="Voltar" onClick={() => setConfirmingNone(false)} disabled={sending} />
              <Button
                intent="warning"
                icon="refresh"
                text="Enviar de novo"
                loading={sending}
                onClick={() => {
                  setConfirmingNone(false);
                  onNoneFound();
                }}
              />
            </>
          ) : (
            <>
              <Button text="Fechar" onClick={close} disabled={sending} />
              <Button text={HELD_TEXTS.noneFound} onClick={() => setConfirmingNone(true)} disabled={sending} />
              <Button intent="primary" text={HELD_TEXTS.confirmNumber} loading={sending} onClick={submitNumber} />
            </>
          )
        }
      />
    </AppDialog>
  );
}
