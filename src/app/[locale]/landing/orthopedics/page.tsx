import { landingRoute } from '../landing-route';

const route = landingRoute('/landing/orthopedics');

export const generateMetadata = route.generateMetadata;
export default route.Page;
