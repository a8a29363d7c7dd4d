import { Link } from 'react-router';

export const TERMS_UPDATED = 'November 1, 2026';

export function TermsContent() {
  return (
    <>
      <p>
        These terms apply when you use Bazaar, an online marketplace where independent sellers offer their
        products. By creating an account or placing an order you agree to them. Please read them together with
        our <Link to="/privacy_policy">Privacy Policy</Link>.
      </p>

      <h2>1. Who you buy from</h2>
      <p>
        Bazaar runs the marketplace; the products are sold by the sellers whose shop names appear on each
        product page. Your purchase contract for an item is with its seller. Bazaar takes your order and
        payment on the seller's behalf, passes the order on, and helps when something goes wrong.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must give accurate details and keep your password to yourself.</li>
        <li>
          You are responsible for what happens in your account; tell us at once if you think someone else has
          used it.
        </li>
        <li>We may suspend an account that is used for fraud, abuse or to break these terms.</li>
      </ul>

      <h2>3. Prices and orders</h2>
      <ul>
        <li>Prices are in US dollars and include the discount of any offer shown next to them.</li>
        <li>Delivery costs and any coupon discount are shown before you confirm your order.</li>
        <li>
          An order is accepted when you receive its order number. A seller may cancel an item that is out of
          stock or obviously mispriced; you are then refunded in full for that item.
        </li>
        <li>Coupons cannot be exchanged for cash and are subject to the conditions shown with them.</li>
      </ul>

      <h2>4. Payment</h2>
      <p>
        You can pay cash on delivery and, where offered, by card. For cash on delivery, please have the exact
        amount ready; an order refused at the door may be charged for the return shipment.
      </p>

      <h2>5. Delivery</h2>
      <p>
        Each seller ships its own items, so an order from several shops may arrive in several parcels. Risk in
        the goods passes to you when they are delivered to the address you gave us.
      </p>

      <h2>6. Returns and refunds</h2>
      <p>
        You can return items within 30 days of delivery, unused and in their original packaging, except for
        goods that cannot be returned for hygiene or safety reasons once opened (such as cosmetics or food).
        Faulty, damaged or wrong items can always be returned at no cost to you. Refunds are issued to the way
        you paid once the seller has received the item.
      </p>

      <h2>7. Reviews, comments and reports</h2>
      <p>
        Reviews and comments must be honest and about the product or post. Do not post anything unlawful,
        offensive or advertising. We may remove content that breaks these rules. Please report listings that
        look counterfeit, unsafe or misleading; we review every report.
      </p>

      <h2>8. Liability</h2>
      <p>
        Sellers are responsible for their products and descriptions. Bazaar is not liable for losses that were
        not foreseeable, and nothing in these terms limits rights you have by law as a consumer.
      </p>

      <h2>9. Changes and contact</h2>
      <p>
        We may update these terms; the version that applies is the one shown when you place your order.
        Questions? Use our <Link to="/contact">contact page</Link>.
      </p>
    </>
  );
}
