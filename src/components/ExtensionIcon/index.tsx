import type {ComponentType, ReactNode} from 'react';
import type {IconGlyph} from '@site/src/data/extensions';
import type {IconProps} from '@site/src/components/Icon/IconBase';
import BellIcon from '@site/src/components/Icon/Bell';
import CartIcon from '@site/src/components/Icon/Cart';
import ChartIcon from '@site/src/components/Icon/Chart';
import ChatIcon from '@site/src/components/Icon/Chat';
import CreditCardIcon from '@site/src/components/Icon/CreditCard';
import DocumentIcon from '@site/src/components/Icon/Document';
import FeedIcon from '@site/src/components/Icon/Feed';
import GiftIcon from '@site/src/components/Icon/Gift';
import HeartIcon from '@site/src/components/Icon/Heart';
import KeyIcon from '@site/src/components/Icon/Key';
import LinkIcon from '@site/src/components/Icon/Link';
import MailIcon from '@site/src/components/Icon/Mail';
import MegaphoneIcon from '@site/src/components/Icon/Megaphone';
import PaletteIcon from '@site/src/components/Icon/Palette';
import QuestionIcon from '@site/src/components/Icon/Question';
import RulerIcon from '@site/src/components/Icon/Ruler';
import SearchIcon from '@site/src/components/Icon/Search';
import SendIcon from '@site/src/components/Icon/Send';
import ShieldIcon from '@site/src/components/Icon/Shield';
import StarIcon from '@site/src/components/Icon/Star';
import StoreIcon from '@site/src/components/Icon/Store';
import TruckIcon from '@site/src/components/Icon/Truck';
import styles from './styles.module.css';

// A Record (not a switch) so the compiler rejects a glyph added to the data without a drawing.
const GLYPHS: Record<IconGlyph, ComponentType<IconProps>> = {
  bell: BellIcon,
  cart: CartIcon,
  chart: ChartIcon,
  chat: ChatIcon,
  'credit-card': CreditCardIcon,
  document: DocumentIcon,
  feed: FeedIcon,
  gift: GiftIcon,
  heart: HeartIcon,
  key: KeyIcon,
  link: LinkIcon,
  mail: MailIcon,
  megaphone: MegaphoneIcon,
  palette: PaletteIcon,
  question: QuestionIcon,
  ruler: RulerIcon,
  search: SearchIcon,
  send: SendIcon,
  shield: ShieldIcon,
  star: StarIcon,
  store: StoreIcon,
  truck: TruckIcon,
};

interface ExtensionIconProps {
  glyph: IconGlyph;
  /** Tile size: `small` for strips and lists, `medium` for cards. */
  size?: 'small' | 'medium';
}

/** An extension's icon on its tinted tile; decorative, since the name always sits beside it. */
export default function ExtensionIcon({glyph, size = 'medium'}: ExtensionIconProps): ReactNode {
  const Glyph = GLYPHS[glyph];
  return (
    <span className={size === 'small' ? styles.tileSmall : styles.tile}>
      <Glyph size={size === 'small' ? 20 : 26} />
    </span>
  );
}
