import { launchBrowserForFile } from './browser';
import { describeNoSidewaysScroll } from './route-walk';
import { ZOOMED_LAPTOP } from './viewport';

launchBrowserForFile();

describeNoSidewaysScroll('1280 px at 200% zoom (640 px CSS viewport)', ZOOMED_LAPTOP);
