// An image field of a form (branch, highlight, payment method, product...): the chosen JPEG is checked against its
// folder's rule here, uploaded at once with its progress shown (createImageUpload, then the PUT), and the form
// receives the stored file's URL. The current image is shown so staff see what they are replacing.
import { useEffect, useState } from 'react';
import { Button, FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import { fileProblem, type ImageRule } from './imageCheck';
import { UPLOAD_ERROR, UploadError } from './upload';
import { useImageUpload } from './uploadImage';
import './imageField.css';

interface Props {
  id: string;
  label: string;
  rule: ImageRule;
  /** The stored image's URL, '' when there is none */
  value: string;
  onChange: (url: string) => void;
  /** The form's (or the gateway's) message for this field */
  error?: string;
  disabled?: boolean;
  /** Offers 'Remover imagem' when the image is optional */
  optional?: boolean;
  /** Told while a file is being checked or uploaded, so the form holds its submit until the URL is known */
  onBusyChange?: (busy: boolean) => void;
}

export function ImageField({ id, label, rule, value, onChange, error, disabled, optional, onBusyChange }: Props) {
  const { progress, upload } = useImageUpload();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    setBusy(true);
    try {
      const found = await fileProblem(file, rule);
      if (found) return setProblem(found);
      const url = await upload(rule.folder, file);
      setFileName(file.name);
      onChange(url);
    } catch (failure) {
      setProblem(failure instanceof UploadError ? failure.message : UPLOAD_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  return (
    <FormGroup
      label={`${label} (JPEG${rule.width ? ` ${rule.width}x${rule.height}` : ''})`}
      labelFor={id}
      intent={shown ? 'danger' : 'none'}
      helperText={shown}
      className="image-field"
    >
      {value && (
        <img
          className="image-field-preview"
          src={value}
          alt={`${label} atual`}
          style={rule.width ? { aspectRatio: `${rule.width} / ${rule.height}` } : undefined}
        />
      )}
      <div className="image-field-actions">
        <FileInput
          fill
          text={busy ? 'Enviando...' : (fileName ?? (value ? 'Trocar imagem...' : 'Escolha uma imagem...'))}
          buttonText="Procurar"
          hasSelection={Boolean(value)}
          disabled={disabled || busy}
          inputProps={{ id, accept: 'image/jpeg', 'aria-invalid': shown ? true : undefined }}
          onInputChange={(event) => {
            const input = event.currentTarget;
            void choose(input.files?.[0]).finally(() => (input.value = '')); // the same file may be chosen again
          }}
        />
        {optional && value && (
          <Button
            text="Remover imagem"
            variant="minimal"
            intent="danger"
            disabled={disabled || busy}
            onClick={() => {
              setFileName(null);
              onChange('');
            }}
          />
        )}
      </div>
      {progress !== null && (
        <div className="image-field-progress" role="progressbar" aria-label="Envio da imagem" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <ProgressBar value={progress / 100} intent={progress === 100 ? 'success' : 'primary'} stripes={progress < 100} />
          <span>{progress}%</span>
        </div>
      )}
    </FormGroup>
  );
}
