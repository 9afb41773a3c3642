(define (problem plan_trial_262c4cd771a9)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Pen_bar__minus_00_dot_72_bar__plus_00_dot_06_bar__minus_00_dot_83 - object
        Pen_bar__plus_00_dot_26_bar__plus_00_dot_14_bar__minus_01_dot_09 - object
        Pen_bar__plus_00_dot_19_bar__plus_00_dot_33_bar__plus_00_dot_98 - object
        Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45 - object
        Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10 - object
        KeyChain_bar__minus_01_dot_02_bar__plus_00_dot_16_bar__minus_01_dot_15 - object
        Book_bar__minus_01_dot_12_bar__plus_01_dot_93_bar__minus_01_dot_57 - object
        Book_bar__plus_00_dot_10_bar__plus_00_dot_70_bar__plus_01_dot_40 - object
        Laptop_bar__plus_00_dot_61_bar__plus_00_dot_16_bar__minus_01_dot_64 - object
        CreditCard_bar__minus_01_dot_18_bar__plus_01_dot_85_bar__minus_01_dot_24 - object
        CreditCard_bar__plus_00_dot_16_bar__plus_00_dot_01_bar__minus_01_dot_62 - object
        CD_bar__plus_00_dot_19_bar__plus_00_dot_25_bar__plus_01_dot_43 - object
        CD_bar__plus_00_dot_38_bar__plus_00_dot_02_bar__minus_01_dot_57 - object
        DeskLamp_bar__plus_00_dot_11_bar__plus_00_dot_56_bar__plus_01_dot_26 - object
        Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 - receptacle
        Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 - receptacle
        Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 - receptacle
        Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 - receptacle
        Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 - receptacle
        SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 - receptacle
        SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 - receptacle
        GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 - receptacle
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_0_bar_0 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_4_bar_3_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (receptacleType Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (receptacleType Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 SafeType)
        (receptacleAtLocation Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Safe_bar__plus_01_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_44)
        (receptacleType Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_47_bar__plus_00_dot_83_bar__minus_02_dot_04 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_00_dot_60 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97 loc_bar_2_bar__minus_4_bar_0_bar_0)
        (objectType Pen_bar__minus_00_dot_72_bar__plus_00_dot_06_bar__minus_00_dot_83 PenType)
        (inReceptacle Pen_bar__minus_00_dot_72_bar__plus_00_dot_06_bar__minus_00_dot_83 Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12)
        (objectAtLocation Pen_bar__minus_00_dot_72_bar__plus_00_dot_06_bar__minus_00_dot_83 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (pickupable Pen_bar__minus_00_dot_72_bar__plus_00_dot_06_bar__minus_00_dot_83)
        (objectType Pen_bar__plus_00_dot_26_bar__plus_00_dot_14_bar__minus_01_dot_09 PenType)
        (inReceptacle Pen_bar__plus_00_dot_26_bar__plus_00_dot_14_bar__minus_01_dot_09 GarbageCan_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__minus_00_dot_97)
        (objectAtLocation Pen_bar__plus_00_dot_26_bar__plus_00_dot_14_bar__minus_01_dot_09 loc_bar_2_bar__minus_4_bar_0_bar_0)
        (pickupable Pen_bar__plus_00_dot_26_bar__plus_00_dot_14_bar__minus_01_dot_09)
        (objectType Pen_bar__plus_00_dot_19_bar__plus_00_dot_33_bar__plus_00_dot_98 PenType)
        (inReceptacle Pen_bar__plus_00_dot_19_bar__plus_00_dot_33_bar__plus_00_dot_98 Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (objectAtLocation Pen_bar__plus_00_dot_19_bar__plus_00_dot_33_bar__plus_00_dot_98 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable Pen_bar__plus_00_dot_19_bar__plus_00_dot_33_bar__plus_00_dot_98)
        (objectType Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (cleanable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45)
        (coolable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45)
        (pickupable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45)
        (isReceptacleObject Bowl_bar__plus_00_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_45)
        (objectType Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (cleanable Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10)
        (coolable Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10)
        (pickupable Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10)
        (isReceptacleObject Bowl_bar__plus_00_dot_55_bar__plus_00_dot_69_bar__plus_01_dot_10)
        (objectType KeyChain_bar__minus_01_dot_02_bar__plus_00_dot_16_bar__minus_01_dot_15 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_02_bar__plus_00_dot_16_bar__minus_01_dot_15 Desk_bar__minus_01_dot_01_bar__minus_00_dot_01_bar__minus_01_dot_12)
        (objectAtLocation KeyChain_bar__minus_01_dot_02_bar__plus_00_dot_16_bar__minus_01_dot_15 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_02_bar__plus_00_dot_16_bar__minus_01_dot_15)
        (objectType Book_bar__minus_01_dot_12_bar__plus_01_dot_93_bar__minus_01_dot_57 BookType)
        (inReceptacle Book_bar__minus_01_dot_12_bar__plus_01_dot_93_bar__minus_01_dot_57 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34)
        (objectAtLocation Book_bar__minus_01_dot_12_bar__plus_01_dot_93_bar__minus_01_dot_57 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable Book_bar__minus_01_dot_12_bar__plus_01_dot_93_bar__minus_01_dot_57)
        (objectType Book_bar__plus_00_dot_10_bar__plus_00_dot_70_bar__plus_01_dot_40 BookType)
        (inReceptacle Book_bar__plus_00_dot_10_bar__plus_00_dot_70_bar__plus_01_dot_40 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation Book_bar__plus_00_dot_10_bar__plus_00_dot_70_bar__plus_01_dot_40 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable Book_bar__plus_00_dot_10_bar__plus_00_dot_70_bar__plus_01_dot_40)
        (objectType Laptop_bar__plus_00_dot_61_bar__plus_00_dot_16_bar__minus_01_dot_64 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_61_bar__plus_00_dot_16_bar__minus_01_dot_64 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation Laptop_bar__plus_00_dot_61_bar__plus_00_dot_16_bar__minus_01_dot_64 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_61_bar__plus_00_dot_16_bar__minus_01_dot_64)
        (objectType CreditCard_bar__minus_01_dot_18_bar__plus_01_dot_85_bar__minus_01_dot_24 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_18_bar__plus_01_dot_85_bar__minus_01_dot_24 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_81_bar__minus_01_dot_34)
        (objectAtLocation CreditCard_bar__minus_01_dot_18_bar__plus_01_dot_85_bar__minus_01_dot_24 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable CreditCard_bar__minus_01_dot_18_bar__plus_01_dot_85_bar__minus_01_dot_24)
        (objectType CreditCard_bar__plus_00_dot_16_bar__plus_00_dot_01_bar__minus_01_dot_62 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_16_bar__plus_00_dot_01_bar__minus_01_dot_62 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation CreditCard_bar__plus_00_dot_16_bar__plus_00_dot_01_bar__minus_01_dot_62 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_16_bar__plus_00_dot_01_bar__minus_01_dot_62)
        (objectType CD_bar__plus_00_dot_19_bar__plus_00_dot_25_bar__plus_01_dot_43 CDType)
        (inReceptacle CD_bar__plus_00_dot_19_bar__plus_00_dot_25_bar__plus_01_dot_43 Drawer_bar__plus_00_dot_31_bar__plus_00_dot_17_bar__plus_01_dot_23)
        (objectAtLocation CD_bar__plus_00_dot_19_bar__plus_00_dot_25_bar__plus_01_dot_43 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable CD_bar__plus_00_dot_19_bar__plus_00_dot_25_bar__plus_01_dot_43)
        (objectType CD_bar__plus_00_dot_38_bar__plus_00_dot_02_bar__minus_01_dot_57 CDType)
        (inReceptacle CD_bar__plus_00_dot_38_bar__plus_00_dot_02_bar__minus_01_dot_57 SideTable_bar__plus_00_dot_41_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectAtLocation CD_bar__plus_00_dot_38_bar__plus_00_dot_02_bar__minus_01_dot_57 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__plus_00_dot_38_bar__plus_00_dot_02_bar__minus_01_dot_57)
        (objectType DeskLamp_bar__plus_00_dot_11_bar__plus_00_dot_56_bar__plus_01_dot_26 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_11_bar__plus_00_dot_56_bar__plus_01_dot_26 SideTable_bar__plus_00_dot_31_bar__plus_00_dot_46_bar__plus_01_dot_23)
        (objectAtLocation DeskLamp_bar__plus_00_dot_11_bar__plus_00_dot_56_bar__plus_01_dot_26 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_11_bar__plus_00_dot_56_bar__plus_01_dot_26)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain SafeType CDType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (atLocation agent1 loc_bar_4_bar_4_bar_3_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PenType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    