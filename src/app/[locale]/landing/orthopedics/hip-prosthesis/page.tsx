import { landingRoute } from '../../landing-route';

const route = landingRoute('/landing/orthopedics/hip-prosthesis');

export const generateMetadata = route.generateMetadata;
export default route.Page;
