import { Link } from 'react-router';

export const SELLER_TERMS_UPDATED = 'November 1, 2026';

export function SellerTermsContent() {
  return (
    <>
      <p>
        These terms apply to businesses and makers who sell on Bazaar. They come in addition to the general{' '}
        <Link to="/terms_condition">Terms and Conditions</Link>. By applying to become a seller you accept
        them.
      </p>

      <h2>1. Opening a shop</h2>
      <ul>
        <li>
          Apply through <Link to="/become_seller">Become seller</Link> with your shop name, contact e-mail and
          phone, address, description, logo and cover picture.
        </li>
        <li>
          We check every application by hand and may ask for proof of identity or business registration.
        </li>
        <li>You can have one open application at a time. We tell you by e-mail whether it was approved.</li>
      </ul>

      <h2>2. Listing products</h2>
      <ul>
        <li>
          List only products you have the right to sell and can ship. No counterfeit, stolen, unsafe or
          illegal goods.
        </li>
        <li>Descriptions, pictures, prices and stock must be accurate and kept up to date.</li>
        <li>Every new product is reviewed before shoppers can see it; we may refuse or remove listings.</li>
        <li>
          Offers must be genuine: the regular price shown next to an offer must be a price you really charged.
        </li>
      </ul>

      <h2>3. Orders and shipping</h2>
      <ul>
        <li>Confirm and dispatch orders within two business days, and keep the order status up to date.</li>
        <li>Pack items safely and use a tracked service where one is available.</li>
        <li>If you cannot fulfil an order, cancel it promptly so that the customer is refunded.</li>
      </ul>

      <h2>4. Returns and customer service</h2>
      <p>
        You accept returns within 30 days of delivery as set out in the general terms, and pay return costs
        for faulty, damaged or wrong items. Answer customer questions within two business days. Customer data
        you receive may only be used to fulfil and support the order.
      </p>

      <h2>5. Fees and payouts</h2>
      <p>
        Opening a shop and listing products is free. A commission on each completed sale, and the payout
        schedule, are agreed in writing when your shop is approved. Payouts are made once the return period of
        an order has passed.
      </p>

      <h2>6. Ratings and performance</h2>
      <p>
        Your shop rating is the average of the verified reviews of your products. We monitor cancellations,
        late shipments and complaints; shops that fall well below our standards may be paused or closed after
        a warning.
      </p>

      <h2>7. Ending the agreement</h2>
      <p>
        You can close your shop at any time once your open orders are fulfilled. We may close a shop that
        breaks these terms, with notice unless the breach is serious (for example fraud or unsafe goods).
      </p>

      <h2>8. Questions</h2>
      <p>
        Write to our seller team through the <Link to="/contact">contact page</Link> and mention your shop
        name.
      </p>
    </>
  );
}
