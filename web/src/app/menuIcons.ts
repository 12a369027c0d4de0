// Icons of the side menu, the dashboard pages and toasts, loaded as one small chunk on first use (see icons.ts).
// A screen that names an icon not listed here still works, through the full path set.
import type { IconName } from '@blueprintjs/icons';
import type { PathsBySize } from '../kernel/icons';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people';
import shoppingCart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart';
import shoppingCart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import tickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle';
import disable16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import disable20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/disable';
import map16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map';
import map20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker';
import mapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker';
import layers16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/layers';
import layers20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/layers';
import star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import star20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/star';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office';
import office20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/office';
import creditCard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card';
import creditCard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/credit-card';
import notifications16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import notifications20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/notifications';
import box16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/box';
import box20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/box';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import calendar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/calendar';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog';
import database16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/database';
import database20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/database';
import console16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/console';
import console20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/console';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import person20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/person';
import driveTime16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drive-time';
import driveTime20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/drive-time';
import hand16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/hand';
import hand20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/hand';
import book16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/book';
import book20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/book';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard';
import dashboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard';
import build16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/build';
import build20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/build';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';
import user20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/user';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key';
import key20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/key';
import banCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle';
import banCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/ban-circle';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import warningSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import tick20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import infoSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign';

export const MENU_ICONS: Partial<Record<IconName, PathsBySize>> = {
  people: [people16, people20],
  'shopping-cart': [shoppingCart16, shoppingCart20],
  'tick-circle': [tickCircle16, tickCircle20],
  disable: [disable16, disable20],
  map: [map16, map20],
  'map-marker': [mapMarker16, mapMarker20],
  layers: [layers16, layers20],
  star: [star16, star20],
  office: [office16, office20],
  'credit-card': [creditCard16, creditCard20],
  notifications: [notifications16, notifications20],
  box: [box16, box20],
  time: [time16, time20],
  calendar: [calendar16, calendar20],
  cog: [cog16, cog20],
  database: [database16, database20],
  console: [console16, console20],
  person: [person16, person20],
  'drive-time': [driveTime16, driveTime20],
  hand: [hand16, hand20],
  book: [book16, book20],
  document: [document16, document20],
  dashboard: [dashboard16, dashboard20],
  build: [build16, build20],
  user: [user16, user20],
  key: [key16, key20],
  'ban-circle': [banCircle16, banCircle20],
  error: [error16, error20],
  'warning-sign': [warningSign16, warningSign20],
  tick: [tick16, tick20],
  'info-sign': [infoSign16, infoSign20],
};
