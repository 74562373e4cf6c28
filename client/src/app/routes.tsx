import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../layout/MainLayout';
import { RequireAuth } from '../features/auth/RequireAuth';
import { lazyPage } from './lazy-page';
import { HomePage } from '../features/home/HomePage';
import { ShopCentrePage } from '../features/shop/ShopCentrePage';

// The home page and the shop are in the first load (the two pages most visits start on); every
// other page arrives in its own chunk when its route first opens, with the libraries only it uses
// (the race's socket, the PayNow QR code, hanzi-writer, Phaser).
const TextPage = lazyPage(() => import('../features/pages/TextPage'), 'TextPage');
const FaqPage = lazyPage(() => import('../features/pages/FaqPage'), 'FaqPage');
const ContactPage = lazyPage(() => import('../features/pages/ContactPage'), 'ContactPage');
const ProductDetailPage = lazyPage(() => import('../features/shop/ProductDetailPage'), 'ProductDetailPage');
const CartPage = lazyPage(() => import('../features/shop/CartPage'), 'CartPage');
const PlaceOrderPage = lazyPage(() => import('../features/shop/PlaceOrderPage'), 'PlaceOrderPage');
const PayPage = lazyPage(() => import('../features/shop/PayPage'), 'PayPage');
const OrdersPage = lazyPage(() => import('../features/shop/OrdersList'), 'OrdersPage');
const SandboxGatewayPage = lazyPage(() => import('../features/shop/SandboxGatewayPage'), 'SandboxGatewayPage');
const PaymentCallbackPage = lazyPage(() => import('../features/shop/PaymentCallbackPage'), 'PaymentCallbackPage');
const MatchesPage = lazyPage(() => import('../features/matches/MatchesPage'), 'MatchesPage');
const WarrantyPage = lazyPage(() => import('../features/warranty/WarrantyPage'), 'WarrantyPage');
const FreeTrialPage = lazyPage(() => import('../features/freetrial/FreeTrialPage'), 'FreeTrialPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ValidateEmailPage = lazyPage(() => import('../features/auth/ValidateEmailPage'), 'ValidateEmailPage');
const AccountCentrePage = lazyPage(() => import('../features/account/AccountCentrePage'), 'AccountCentrePage');
const TypingRacePage = lazyPage(() => import('../features/race/TypingRacePage'), 'TypingRacePage');
const RankingPage = lazyPage(() => import('../features/ranking/RankingPage'), 'RankingPage');
const DictionaryGamePage = lazyPage(() => import('../features/dictionary/DictionaryGamePage'), 'DictionaryGamePage');
const ClassroomPage = lazyPage(() => import('../features/classroom/ClassroomPage'), 'ClassroomPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const GameResultPage = lazyPage(() => import('../features/race/report/GameResultPage'), 'GameResultPage');
const GameAnalysisPage = lazyPage(() => import('../features/race/report/GameAnalysisPage'), 'GameAnalysisPage');
const FairPlayCheckPage = lazyPage(() => import('../features/fairplay/FairPlayCheckPage'), 'FairPlayCheckPage');
const FairPlayReviewPage = lazyPage(() => import('../features/fairplay/FairPlayReviewPage'), 'FairPlayReviewPage');
const GamePage = lazyPage(() => import('../games/GamePage'), 'GamePage');
const GameCentrePage = lazyPage(() => import('../features/gamecenter/GameCentrePage'), 'GameCentrePage');
const PromotionsPage = lazyPage(() => import('../features/promotions/PromotionsPage'), 'PromotionsPage');
const PromotionEntryPage = lazyPage(() => import('../features/promotions/PromotionEntryPage'), 'PromotionEntryPage');
const PromotionDetailPage = lazyPage(() => import('../features/promotions/PromotionDetailPage'), 'PromotionDetailPage');
const PointShopPage = lazyPage(() => import('../features/pointshop/PointShopPage'), 'PointShopPage');
const GoodDetailPage = lazyPage(() => import('../features/pointshop/GoodDetailPage'), 'GoodDetailPage');
const ClassesPage = lazyPage(() => import('../features/classes/ClassesPage'), 'ClassesPage');
const ClassPage = lazyPage(() => import('../features/classes/ClassPage'), 'ClassPage');
const ConsolePage = lazyPage(() => import('../features/console/ConsolePage'), 'ConsolePage');
const FamilyPage = lazyPage(() => import('../features/family/FamilyPage'), 'FamilyPage');
const SignInCardPage = lazyPage(() => import('../features/sign-in-card/SignInCardPage'), 'SignInCardPage');
const NotFoundPage = lazyPage(() => import('../features/pages/NotFoundPage'), 'NotFoundPage');

const auth = (element: ReactElement) => <RequireAuth>{element}</RequireAuth>;

/** The route table of SPEC §2 (history mode); any other URL shows the not-found page. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  // Outside the main layout
  { path: '/promotions', element: <PromotionsPage /> },
  { path: '/payments', element: <SandboxGatewayPage /> },
  { path: '/callback', element: <PaymentCallbackPage /> },
  { path: '/promotion', element: auth(<PromotionEntryPage />) },
  { path: '/detail', element: <PromotionDetailPage /> },
  { path: '/resetpwd', element: <ResetPasswordPage /> },
  { path: '/validateEmail', element: <ValidateEmailPage /> },
  { path: '/product_register.asp', element: <div className="page"><WarrantyPage /></div> },
  { path: '/warrantyView', element: <iframe className="full-page" title="warranty" src="/api/content/warrantyTerms.pdf" /> },
  // Inside the main layout
  {
    element: <MainLayout />,
    children: [
      { path: '/index', id: 'mainpage', element: <HomePage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/accountcenter', element: auth(<AccountCentrePage />) },
      { path: '/reg', element: <WarrantyPage /> },
      { path: '/orders', element: auth(<OrdersPage />) },
      { path: '/pointshop', element: <PointShopPage /> },
      { path: '/pointshop/gooddetail', element: <GoodDetailPage /> },
      { path: '/gamecenter', element: <GameCentrePage /> },
      { path: '/shoppingcenter', element: <ShopCentrePage /> },
      { path: '/productdetail', element: <ProductDetailPage /> },
      { path: '/shoppingcar', id: 'shoppingcar', element: <CartPage /> },
      { path: '/placeorder', element: auth(<PlaceOrderPage />) },
      { path: '/pay', element: auth(<PayPage />) },
      { path: '/about', element: <TextPage page="about" paragraphs={['p1', 'p2', 'p3']} /> },
      { path: '/activity', element: <TextPage page="activity" paragraphs={['p1', 'p2']} /> },
      { path: '/contactus', element: <ContactPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/freetrial', element: <FreeTrialPage /> },
      { path: '/learnstar', element: <TextPage page="learnstar" paragraphs={['p1', 'p2']} /> },
      { path: '/ranking', element: <RankingPage /> },
      { path: '/typingmain', element: <MatchesPage game={1} /> },
      { path: '/typingmain/wating', element: auth(<ClassroomPage />) },
      // The classroom race's short address, as the projector shows it (the QR code adds ?code=).
      { path: '/join', element: auth(<ClassroomPage />) },
      { path: '/typingmain/typinggame', element: auth(<TypingRacePage />) },
      { path: '/typingmain/gameresult', element: auth(<GameResultPage />) },
      { path: '/typingmain/gameanalysis', element: auth(<GameAnalysisPage />) },
      { path: '/typingmain/practicepage', element: auth(<TypingRacePage />) },
      { path: '/typingmain/check', element: auth(<FairPlayCheckPage />) },
      { path: '/typingmain/fairplay', element: auth(<FairPlayReviewPage />) },
      { path: '/dictionarymain', element: <MatchesPage game={2} /> },
      { path: '/dictionarymain/game', element: auth(<DictionaryGamePage />) },
      { path: '/dictionarymain/gameresult', element: auth(<GameResultPage />) },
      { path: '/gamecenter/race', element: auth(<GamePage game="race" />) },
      { path: '/gamecenter/plane', element: auth(<GamePage game="plane" />) },
      { path: '/gamecenter/bee', element: auth(<GamePage game="bee" />) },
      { path: '/gamecenter/write', element: auth(<GamePage game="write" />) },
      { path: '/classes', element: auth(<ClassesPage />) },
      { path: '/classes/:id', element: auth(<ClassPage />) },
      { path: '/console', element: <ConsolePage /> },
      { path: '/family', element: auth(<FamilyPage />) },
      { path: '/signin-card', element: <SignInCardPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
