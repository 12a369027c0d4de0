import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Date: { input: string; output: string; }
  DateTime: { input: Date | string; output: Date | string; }
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  errors: Array<UserError>;
  me?: Maybe<Me>;
  /** Bearer token for tools; only returned when asked with returnToken (the browser uses the httpOnly cookie) */
  token?: Maybe<Scalars['String']['output']>;
};

export type Me = {
  __typename?: 'Me';
  /** Branch code (codFilial) the user belongs to (user_filial); null for managers, marketing and superusers */
  branch?: Maybe<Scalars['Int']['output']>;
  /** Whether lists are restricted to the user's branch (types 3 and 4, and 7 for open orders) */
  branchBound: Scalars['Boolean']['output'];
  /** When the session ends regardless of activity (48 h after login) */
  expiresAt: Scalars['DateTime']['output'];
  /** When the session ends without activity (4 h after the last request) */
  idleExpiresAt: Scalars['DateTime']['output'];
  /** Pages of the panel this user may open, in menu order */
  pages: Array<Page>;
  /** Session user type (user_type): 1 superuser, 2 manager, 3 submanager, 4 separator, 5 marketing, 6 deliveryman, 7 checker */
  type: Scalars['Int']['output'];
  user: StaffUser;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Logs in with registration number and password (spec 000 sections 6-7); sets the session cookie. */
  login: LoginPayload;
  /** Ends the session and clears the cookie. True when a session was ended. */
  logout: Scalars['Boolean']['output'];
  /** No-op, so that domains can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /** Records activity so the idle limit restarts (the web client calls it, throttled, on user activity). */
  touchSession?: Maybe<Me>;
};


export type MutationLoginArgs = {
  matricula: Scalars['String']['input'];
  password: Scalars['String']['input'];
  returnToken?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Page names of the panel, exactly as the specification names them (they are also the URL segment under /dashboard/). */
export type Page =
  | 'area'
  | 'cep'
  | 'cliente'
  | 'configuracaoapp'
  | 'configuracoes'
  | 'dashboard'
  | 'destaque'
  | 'entregador'
  | 'filial'
  | 'funcionamento'
  | 'funcionario'
  | 'horario'
  | 'logapi'
  | 'logbd'
  | 'notificacao'
  | 'pagamento'
  | 'pedido'
  | 'pedidoscancelados'
  | 'pedidosconcluidos'
  | 'produto'
  | 'receitas'
  | 'recovery'
  | 'relatorio'
  | 'secao'
  | 'separador';

/** Finer permissions inside a page (spec 000 section 6, spec 001 section 6). */
export type PolicyAction =
  /** Change an order's status from the lists (types 1 and 3). */
  | 'CHANGE_ORDER_STATUS'
  /** Edit delivery periods (superuser). */
  | 'EDIT_DELIVERY_PERIODS'
  /** Edit products (all but type 5). */
  | 'EDIT_PRODUCT'
  /** Edit a product's fora de linha flag (types 1 and 2). */
  | 'EDIT_PRODUCT_OUT_OF_LINE'
  /** Force a product's stock and price refresh from the ERP (types 1, 2, 3 and 5). */
  | 'REFRESH_PRODUCT'
  /** Resend an order in 'Faturamento' to invoicing (type 1). */
  | 'RESEND_INVOICING'
  /** See picker, deliveryman and branch on order lists (types 1 and 3). */
  | 'SEE_ORDER_STAFF';

export type Query = {
  __typename?: 'Query';
  /** The current session, or null when not logged in (or expired). */
  me?: Maybe<Me>;
  /** Liveness of the schema itself; always true. */
  ok: Scalars['Boolean']['output'];
};

/** The staff member behind a session (upstream auth/users/serializer + detalhe-funcionario). */
export type StaffUser = {
  __typename?: 'StaffUser';
  email?: Maybe<Scalars['String']['output']>;
  /** Employee id (detalhe-funcionario id) */
  employeeId: Scalars['ID']['output'];
  /** Upstream user pk */
  id: Scalars['ID']['output'];
  /** Registration number (username) */
  matricula: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An expected failure, returned as data: a stable code, the Portuguese message to show, and the input field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Page: Page;
  PolicyAction: PolicyAction;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: LoginPayload;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  StaffUser: StaffUser;
  String: Scalars['String']['output'];
  UserError: UserError;
};

export type PolicyDirectiveArgs = {
  action?: Maybe<PolicyAction>;
  page: Page;
};

export type PolicyDirectiveResolver<Result, Parent, ContextType = Context, Args = PolicyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = Context, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  branchBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'matricula' | 'password' | 'returnToken'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  touchSession?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matricula?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  policy?: PolicyDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
