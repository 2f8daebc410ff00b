import { landingRoute } from '../../landing-route';

const route = landingRoute('/landing/orthopedics/knee-prosthesis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
