/** Shapes of the API's answers (ARCHITECTURE §4), shared by every frontend. Money in dollars. */
import type { CheckoutBlockedReason } from '@fireworks/core/rules';

export interface User {
  _id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phonenumber: string;
  verified: boolean;
  approved: boolean;
  admin: boolean;
  funds: number;
  createdAt: string;
}

export interface Item {
  _id: string;
  category: string;
  title: string;
  description: string;
  /** '$12.99' */
  price: string;
  visible: boolean;
  BOGO: boolean;
  imageUrl: string;
  gifUrl: string;
  /** Resized WebP copies of the image for <img srcset>, e.g. '/uploads/a-w320.webp 320w, …' ('' when none). */
  imageSrcset?: string;
}

/** POST /api/uploads (admin). */
export interface UploadAnswer {
  _id: string;
  url: string;
  contentType: string;
  size: number;
  /** Resized WebP copies for <img srcset> ('' for gifs). */
  srcset: string;
}

export interface CartItem {
  _id: string;
  category: string;
  title: string;
  quantity: number;
  imageUrl: string;
  /** '$12.99' */
  price: string;
  BOGO?: boolean;
  freeQuantity?: number;
  lineTotal?: number;
}

export interface CartTotalsResponse {
  totalAmount: number;
  subtotal: number;
  tax: number;
  totalAfterTax: number;
  discountPercentage: number;
  discountAmount: number;
  amountDue: number;
  /** 20% of amountNeeded (equal to 20% of amountDue when no funds are involved). */
  minimumDeposit: number;
  /** The order quote for ?FundstoAdd=&useFunds=: what an order would need with those options. */
  fundsToAdd: number;
  fundsUsed: number;
  amountNeeded: number;
  /** amountNeeded − minimumDeposit: paid later. */
  dueLater: number;
  availableFunds: number;
  checkoutAllowed: boolean;
  checkoutBlockedReason: CheckoutBlockedReason | null;
}

export interface DiscountRule {
  _id: string;
  priceRange: { min: number; max: number };
  discountPercentage: number;
}

export interface InviteCode {
  _id: string;
  code: string;
  uses: number;
  createdBy: string;
}

export interface OrderItem {
  title: string;
  quantity: number;
  freeQuantity: number;
  category: string;
  /** '$12.99' */
  price: string;
  lineTotal: number;
  imageUrl: string;
}

export interface Order {
  _id: string;
  status: 'UNCOMPLETE' | 'COMPLETE';
  amountPayed: number;
  amountNeeded: number;
  order_items: OrderItem[];
  isPickup: boolean;
  userInfo: { username: string; firstname: string; lastname: string; email: string; phonenumber: string };
  createdAt: string;
  subtotal: number;
  tax: number;
  totalAfterTax: number;
  discountPercentage: number;
  discountAmount: number;
  amountDue: number;
  fundsToAdd: number;
  fundsUsed: number;
  minimumDeposit: number;
}

/** The runtime configuration document served at /api/config. */
export interface RuntimeConfig {
  remotes: { storefront: string; admin: string };
  smsProvider: 'outbox' | 'firebase';
  firebase: { apiKey: string; authDomain: string | null; projectId: string; authEmulatorUrl: string | null } | null;
  paypal: { clientId: string; planId: string } | null;
  contact: { phone: string; email: string };
  paymentPhone: string;
  shopTimezone: string;
  categories: string[];
}
