export const MIN_WIDTH_PX = 768;
export const REDIRECT_DELAY_MS = 5000;
export const COMPANY_SITE_URL = import.meta.env.VITE_COMPANY_SITE_URL || 'https://www.example.com.br';

export function isSmallScreen(width: number): boolean {
  return width < MIN_WIDTH_PX;
}
