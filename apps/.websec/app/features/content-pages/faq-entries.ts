/** The FAQ, as plain text so the page and its FAQPage structured data say exactly the same. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

export const faqGroups: FaqGroup[] = [
  {
    title: 'Orders and payment',
    entries: [
      {
        question: 'How do I place an order?',
        answer:
          'Add products to your cart, open the cart and choose Checkout. Sign in, pick or add a delivery address, choose how to pay and confirm. You receive an order number straight away, and your order appears under Track Order.',
      },
      {
        question: 'Can I buy from several sellers in one order?',
        answer:
          'Yes. Your cart can hold products from any number of shops and you pay once. Each seller ships its own items, so they may arrive in separate parcels.',
      },
      {
        question: 'Which payment methods can I use?',
        answer:
          'Cash on delivery is always available. Card payment is offered at checkout when the shop operator has switched it on. All prices are in US dollars.',
      },
      {
        question: 'How do coupons work?',
        answer:
          'Enter the code at checkout. A coupon may need a minimum order value, may only be valid for a limited time or a limited number of uses, and may apply to one seller only; the checkout tells you why a code cannot be used.',
      },
    ],
  },
  {
    title: 'Delivery',
    entries: [
      {
        question: 'How long does delivery take?',
        answer:
          'Each seller ships from its own location. Most shops dispatch within one or two business days, and the product page shows which shop an item ships from.',
      },
      {
        question: 'How can I follow my order?',
        answer:
          'Sign in and open Track Order. Every order shows its status (pending, processing, shipped, delivered) and each seller updates its own part of the order.',
      },
    ],
  },
  {
    title: 'Returns and refunds',
    entries: [
      {
        question: 'Can I return a product?',
        answer:
          'Yes, within 30 days of delivery. The product should be unused and in its original packaging. Contact us with your order number and we arrange the return with the seller.',
      },
      {
        question: 'When do I get my money back?',
        answer:
          'Once the seller has received the returned item, the refund is issued to the way you paid, usually within five business days. Cash-on-delivery orders are refunded by bank transfer.',
      },
      {
        question: 'What if an item arrives damaged or is not what I ordered?',
        answer:
          'Tell us within 30 days through the contact page, with a photo if you can. You will not pay for the return of a damaged or wrong item.',
      },
    ],
  },
  {
    title: 'Your account',
    entries: [
      {
        question: 'Do I need an account to shop?',
        answer:
          'You can browse and search without one. To keep a wishlist and a cart, place orders, review products or subscribe to our newsletter you need to sign in.',
      },
      {
        question: 'I forgot my password. What now?',
        answer:
          'Choose Forgot password on the sign-in page and enter your e-mail address. We send you a link to set a new password.',
      },
      {
        question: 'Who can write reviews?',
        answer:
          'Only customers who bought a product and received it can review it, once per product. That keeps ratings honest.',
      },
    ],
  },
  {
    title: 'Selling on Bazaar',
    entries: [
      {
        question: 'How do I become a seller?',
        answer:
          'Use Become seller in the menu and fill in your shop name, contact details, address and a short description. Our team reviews each application, usually within three business days, and lets you know by e-mail.',
      },
      {
        question: 'What does it cost to sell?',
        answer:
          'Opening a shop is free. The fees that apply to sales are set out in the seller terms and conditions.',
      },
    ],
  },
];
