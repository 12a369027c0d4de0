// Icons the order screens name (buttons, menus, cells, alerts), registered with the app's icon loader when the
// orders chunk loads, so they show with the page instead of waiting for Blueprint's full path set.
import type { IconName } from '@blueprintjs/icons';
import { registerIcons, type PathsBySize } from '../kernel/icons';
import filter16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter';
import filter20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/filter';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh';
import refresh20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/refresh';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search';
import list16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/list';
import list20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/list';
import print16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/print';
import print20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/print';
import more16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import more20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/more';
import thList16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-list';
import thList20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/th-list';
import sendMessage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message';
import sendMessage20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/send-message';
import trophy16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trophy';
import trophy20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/trophy';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import caretDown20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import chevronLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import chevronRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right';
import arrowRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import tickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import banCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle';
import banCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/ban-circle';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import warningSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document';
import driveTime16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drive-time';
import driveTime20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/drive-time';
import notifications16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import notifications20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/notifications';
import star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import star20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/star';
import crossCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross-circle';
import crossCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cross-circle';
import feed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/feed';
import feed20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/feed';
import offline16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline';
import offline20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time';

export const ORDER_ICONS: Partial<Record<IconName, PathsBySize>> = {
  filter: [filter16, filter20],
  refresh: [refresh16, refresh20],
  search: [search16, search20],
  list: [list16, list20],
  print: [print16, print20],
  more: [more16, more20],
  'th-list': [thList16, thList20],
  'send-message': [sendMessage16, sendMessage20],
  trophy: [trophy16, trophy20],
  'caret-down': [caretDown16, caretDown20],
  'chevron-left': [chevronLeft16, chevronLeft20],
  'chevron-right': [chevronRight16, chevronRight20],
  'arrow-right': [arrowRight16, arrowRight20],
  'tick-circle': [tickCircle16, tickCircle20],
  error: [error16, error20],
  'ban-circle': [banCircle16, banCircle20],
  'warning-sign': [warningSign16, warningSign20],
  document: [document16, document20],
  'drive-time': [driveTime16, driveTime20],
  notifications: [notifications16, notifications20],
  star: [star16, star20],
  'cross-circle': [crossCircle16, crossCircle20],
  // The live order desk (live/): 'Ao vivo', not live, 'Atrasado'.
  feed: [feed16, feed20],
  offline: [offline16, offline20],
  time: [time16, time20],
};

registerIcons(ORDER_ICONS);
