import { landingRoute } from '../landing-route';

const route = landingRoute('/landing/check-up');

export const generateMetadata = route.generateMetadata;
export default route.Page;
