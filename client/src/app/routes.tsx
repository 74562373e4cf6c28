import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../layout/MainLayout';
import { ComingSoon } from '../common/ComingSoon';
import { RequireAuth } from '../features/auth/RequireAuth';
import { lazyPage } from './lazy-page';
import { HomePage } from '../features/home/HomePage';
import { TextPage } from '../features/pages/TextPage';
import { FaqPage } from '../features/pages/FaqPage';
import { ContactPage } from '../features/pages/ContactPage';
import { ShopCentrePage } from '../features/shop/ShopCentrePage';
import { ProductDetailPage } from '../features/shop/ProductDetailPage';
import { CartPage } from '../features/shop/CartPage';
import { PlaceOrderPage } from '../features/shop/PlaceOrderPage';
import { PayPage } from '../features/shop/PayPage';
import { OrdersPage } from '../features/shop/OrdersList';
import { SandboxGatewayPage } from '../features/shop/SandboxGatewayPage';
import { PaymentCallbackPage } from '../features/shop/PaymentCallbackPage';
import { MatchesPage } from '../features/matches/MatchesPage';
import { WarrantyPage } from '../features/warranty/WarrantyPage';
import { FreeTrialPage } from '../features/freetrial/FreeTrialPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { ValidateEmailPage } from '../features/auth/ValidateEmailPage';
import { AccountCentrePage } from '../features/account/AccountCentrePage';
import { TypingRacePage } from '../features/race/TypingRacePage';
import { RankingPage } from '../features/ranking/RankingPage';
import { DictionaryGamePage } from '../features/dictionary/DictionaryGamePage';
import { ClassroomPage } from '../features/classroom/ClassroomPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { GameResultPage } from '../features/race/report/GameResultPage';
import { GameAnalysisPage } from '../features/race/report/GameAnalysisPage';

// Beyond the first screen: each in its own chunk.
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
const FamilyPage = lazyPage(() => import('../features/family/FamilyPage'), 'FamilyPage');

const soon = <ComingSoon />;
const auth = (element: ReactElement) => <RequireAuth>{element}</RequireAuth>;

/** The route table of SPEC §2 (history mode). Pages of issues not yet built show ComingSoon. */
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
      { path: '/classes', element: auth(<ClassesPage />) },
      { path: '/classes/:id', element: auth(<ClassPage />) },
      { path: '/family', element: auth(<FamilyPage />) },
      { path: '*', element: soon },
    ],
  },
];
