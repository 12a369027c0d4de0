// Icons of the live order desk, registered with the app's icon loader when the order screens load (see
// kernel/icons.ts), so they show with the page instead of waiting for Blueprint's full path set.
import { registerIcons } from '../kernel/icons';
import feed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/feed';
import feed20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/feed';
import offline16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline';
import offline20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time';

registerIcons({ feed: [feed16, feed20], offline: [offline16, offline20], time: [time16, time20] });
