// The holidays domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { HolidaysPage } from './views/HolidaysPage';

export const holidayPages = { funcionamento: HolidaysPage };
