import { FaFacebookF, FaInstagram, FaLinkedinIn, FaTiktok, FaWhatsapp, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import type { SocialNetwork } from '@/config/site';

export const socialIcons: Record<SocialNetwork, typeof FaFacebookF> = {
  facebook: FaFacebookF,
  instagram: FaInstagram,
  youtube: FaYoutube,
  x: FaXTwitter,
  linkedin: FaLinkedinIn,
  tiktok: FaTiktok,
};

export { FaWhatsapp as WhatsappIcon };
