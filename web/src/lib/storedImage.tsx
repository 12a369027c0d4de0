// A record's stored image (product, highlight, payment method, recipe), or a placeholder that says why there is
// none: 'Sem imagem' when the record has no URL, 'Imagem indisponível' when the URL does not load (a file removed
// from storage, demo data pointing nowhere). A broken-image icon with its alt text would tell staff nothing.
import { useState } from 'react';
import { Icon, type IconName } from '@blueprintjs/core';
import './storedImage.css';

interface Props {
  url: string | null | undefined;
  /** The image's alt text. */
  alt: string;
  /** The placeholder's accessible name: '{alt} sem imagem' unless given. */
  missingLabel?: string;
  /** The image's class; the placeholder gets it plus '{className}-missing' and the shared 'stored-image-missing'. */
  className: string;
  icon?: IconName;
  iconSize?: number;
  width?: number;
  height?: number;
  lazy?: boolean;
}

export function StoredImage({ url, alt, missingLabel, className, icon = 'media', iconSize = 28, width, height, lazy }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    return (
      <div className={`${className} ${className}-missing stored-image-missing`} role="img" aria-label={missingLabel ?? `${alt} sem imagem`}>
        <Icon icon={icon} size={iconSize} />
        <span>{url ? 'Imagem indisponível' : 'Sem imagem'}</span>
      </div>
    );
  }
  return <img className={className} src={url} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} onError={() => setBroken(url)} />;
}
